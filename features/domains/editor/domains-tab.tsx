import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Copy, Star } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { api, unwrap, type ApiSchema } from "../../../app/api-client/client.ts";
import { ApiError, errorMessage } from "../../../app/api-client/api-error.ts";
import { Button } from "../../../app/components/ui/button.tsx";
import { ConfirmDialog } from "../../../app/components/ui/confirm-dialog.tsx";
import { Input } from "../../../app/components/ui/input.tsx";
import { Field, fieldDescribedBy } from "../../../app/components/ui/label.tsx";
import { toast } from "../../../app/components/ui/toaster.tsx";
import { useUiLanguage } from "../../../app/components/ui/ui-language.tsx";
import { m } from "../../../shared/i18n/paraglide/messages.js";
import type { UiLocale } from "../../../shared/i18n/ui-locales.ts";

type Domain = ApiSchema<"Domain">;
type CheckAnswer = { found: string[]; missing: string[]; message: string };

const STATUS: Record<Domain["status"], { label: (o: { locale: UiLocale }) => string; className: string }> = {
  pending: { label: (o) => m.editors_domainPending({}, o), className: "bg-amber-100 text-amber-900" },
  active: { label: (o) => m.editors_domainActive({}, o), className: "bg-green-100 text-green-900" },
  failing: { label: (o) => m.editors_domainFailing({}, o), className: "bg-red-100 text-red-900" },
};

/**
 * Global Settings → Domains (decision 066): the site's addresses, adding a custom domain, the DNS
 * records to set for it, Verify (what DNS shows now), the primary, removal. Each action is its own
 * write (`/api/organizations/{orgId}/domains…`); the dialog's Save is for the other tabs.
 */
export function DomainsTab({ organizationId }: { organizationId: number }) {
  const o = useUiLanguage();
  const queryClient = useQueryClient();
  const key = ["domains", organizationId] as const;
  const path = { orgId: organizationId };
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => unwrap(api.GET("/organizations/{orgId}/domains", { params: { path }, signal })),
    staleTime: 0,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const [host, setHost] = useState("");
  const [hostError, setHostError] = useState<string | null>(null);
  const [checks, setChecks] = useState<Record<number, CheckAnswer>>({});
  const [removing, setRemoving] = useState<Domain | null>(null);
  const fieldId = useId();

  const add = useMutation({
    mutationFn: (name: string) =>
      unwrap(api.POST("/organizations/{orgId}/domains", { params: { path }, body: { host: name } })),
    onSuccess: (answer) => {
      setHost("");
      setHostError(null);
      toast.success(m.editors_domainAdded({ host: answer.domain.display_host }, o));
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) setHostError(error.message);
      else toast.error(errorMessage(error, m.editors_domainAddFailed({}, o), o));
    },
  });

  const verify = useMutation({
    mutationFn: (domain: Domain) =>
      unwrap(
        api.POST("/organizations/{orgId}/domains/{domainId}/verify", {
          params: { path: { ...path, domainId: domain.id } },
        }),
      ),
    onSuccess: (answer) => {
      setChecks((all) => ({ ...all, [answer.domain.id]: answer.check }));
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error, m.editors_domainCheckFailed({}, o), o)),
  });

  const primary = useMutation({
    mutationFn: (domain: Domain) =>
      unwrap(
        api.POST("/organizations/{orgId}/domains/{domainId}/primary", {
          params: { path: { ...path, domainId: domain.id } },
        }),
      ),
    onSuccess: (answer) => {
      toast.success(m.editors_domainNowPrimary({ host: answer.domain.display_host }, o));
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error, m.editors_domainPrimaryFailed({}, o), o)),
  });

  const remove = useMutation({
    mutationFn: async (domain: Domain) => {
      const { error, response } = await api.DELETE("/organizations/{orgId}/domains/{domainId}", {
        params: { path: { ...path, domainId: domain.id } },
      });
      if (!response.ok) {
        const body = (error ?? null) as Record<string, unknown> | null;
        throw new ApiError(response.status, String(body?.error ?? m.editors_domainRemoveFailed({}, o)), body);
      }
    },
    onSuccess: () => {
      toast.success(m.editors_domainRemoved({}, o));
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error, m.editors_domainRemoveFailed({}, o), o)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!host.trim()) return setHostError(m.editors_domainEnter({}, o));
    add.mutate(host.trim());
  };

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={m.editors_addADomain({}, o)}>
        <Field
          id={fieldId}
          label={m.editors_addDomain({}, o)}
          hint={m.editors_addDomainHint({}, o)}
          error={hostError}
          className="min-w-64 flex-1"
        >
          <Input
            id={fieldId}
            value={host}
            onChange={(event) => {
              setHost(event.target.value);
              setHostError(null);
            }}
            placeholder="www.example.com"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={hostError ? true : undefined}
            aria-describedby={fieldDescribedBy(fieldId, { hint: true, error: hostError })}
          />
        </Field>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? m.editors_adding({}, o) : m.editors_addDomain({}, o)}
        </Button>
      </form>

      {list.isPending && <p className="text-sm text-gray-600">{m.editors_loadingDomains({}, o)}</p>}
      {list.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error, m.editors_domainsFailed({}, o), o)}
        </p>
      )}
      {list.data && (
        <ul className="space-y-4" aria-label={m.editors_domains({}, o)}>
          {list.data.domains.map((domain) => (
            <DomainItem
              key={domain.id}
              domain={domain}
              check={checks[domain.id]}
              verifying={verify.isPending && verify.variables?.id === domain.id}
              onVerify={() => verify.mutate(domain)}
              onPrimary={() => primary.mutate(domain)}
              onRemove={() => setRemoving(domain)}
            />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={m.editors_removeDomainTitle({}, o)}
        text={
          removing
            ? removing.primary
              ? m.editors_removePrimaryDomainText({ host: removing.display_host }, o)
              : m.editors_removeDomainText({ host: removing.display_host }, o)
            : ""
        }
        confirmLabel={m.editors_remove({}, o)}
        variant="destructive"
        onConfirm={async () => {
          if (removing) await remove.mutateAsync(removing);
          setRemoving(null);
        }}
      />
    </div>
  );
}

function DomainItem({
  domain,
  check,
  verifying,
  onVerify,
  onPrimary,
  onRemove,
}: {
  domain: Domain;
  check: CheckAnswer | undefined;
  verifying: boolean;
  onVerify: () => void;
  onPrimary: () => void;
  onRemove: () => void;
}) {
  const o = useUiLanguage();
  const status = STATUS[domain.status];
  const headingId = useId();
  return (
    <li className="rounded-md border border-gray-200 p-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-gray-900">
          {domain.display_host}
        </h4>
        {domain.display_host !== domain.host && <span className="text-xs text-gray-600">({domain.host})</span>}
        <span className={`rounded px-2 py-0.5 text-xs font-medium ${status.className}`}>{status.label(o)}</span>
        {domain.primary && (
          <span className="inline-flex items-center gap-1 rounded bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
            <Star className="size-3" aria-hidden="true" /> {m.editors_primary({}, o)}
          </span>
        )}
        {domain.kind === "platform" && (
          <span className="text-xs text-gray-600">{m.editors_platformAddress({}, o)}</span>
        )}
        <div className="ms-auto flex flex-wrap gap-2">
          {domain.kind === "custom" && domain.status !== "active" && (
            <Button size="sm" variant="secondary" onClick={onVerify} disabled={verifying}>
              {verifying ? m.editors_verifying({}, o) : m.editors_verify({}, o)}
              <span className="sr-only"> {domain.display_host}</span>
            </Button>
          )}
          {!domain.primary && domain.status === "active" && (
            <Button size="sm" variant="outline" onClick={onPrimary}>
              {m.editors_makePrimary({}, o)}
              <span className="sr-only"> {domain.display_host}</span>
            </Button>
          )}
          {domain.kind === "custom" && (
            <Button size="sm" variant="outline" onClick={onRemove}>
              {m.editors_remove({}, o)}
              <span className="sr-only"> {domain.display_host}</span>
            </Button>
          )}
        </div>
      </div>
      {domain.status === "failing" && <p className="mt-2 text-sm text-red-800">{m.editors_domainFailingText({}, o)}</p>}
      {domain.kind === "custom" && domain.status !== "active" && (
        <div className="mt-3">
          <p className="text-sm text-gray-700">{m.editors_setRecords({}, o)}</p>
          <table className="mt-2 w-full text-start text-sm">
            <caption className="sr-only">{m.editors_dnsRecordsFor({ host: domain.display_host }, o)}</caption>
            <thead>
              <tr className="text-gray-600">
                <th scope="col" className="py-1 pe-3 font-medium">
                  {m.editors_recordType({}, o)}
                </th>
                <th scope="col" className="py-1 pe-3 font-medium">
                  {m.editors_recordName({}, o)}
                </th>
                <th scope="col" className="py-1 pe-3 font-medium">
                  {m.editors_recordValue({}, o)}
                </th>
              </tr>
            </thead>
            <tbody>
              {domain.records.map((record) => (
                <tr key={`${record.type} ${record.name} ${record.value}`} className="align-top">
                  <td className="py-1 pe-3 font-mono">{record.type}</td>
                  <td className="py-1 pe-3">
                    <CopyValue value={record.name} label={m.editors_copyRecordName({ type: record.type }, o)} />
                  </td>
                  <td className="py-1 pe-3">
                    <CopyValue value={record.value} label={m.editors_copyRecordValue({ type: record.type }, o)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {check && (
        <div className="mt-3 rounded bg-gray-50 p-3 text-sm text-gray-800" role="status">
          <p>{check.message}</p>
          {check.found.length > 0 && (
            <p className="mt-1">
              {m.editors_found({}, o)} <span className="font-mono break-all">{check.found.join(", ")}</span>
            </p>
          )}
          {check.missing.length > 0 && (
            <p className="mt-1">
              {m.editors_missing({}, o)} <span className="font-mono break-all">{check.missing.join(", ")}</span>
            </p>
          )}
        </div>
      )}
    </li>
  );
}

/** `label` is the whole accessible name of the copy button ("Copy TXT record value"). */
function CopyValue({ value, label }: { value: string; label: string }) {
  const o = useUiLanguage();
  const [copied, setCopied] = useState(false);
  return (
    <span className="inline-flex items-start gap-1">
      <code className="font-mono break-all">{value}</code>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-6 shrink-0"
        aria-label={label}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value);
            setCopied(true);
            toast.success(m.editors_copied({}, o));
          } catch {
            toast.error(m.editors_copyFailed({}, o));
          }
        }}
      >
        {copied ? <Check className="size-3" aria-hidden="true" /> : <Copy className="size-3" aria-hidden="true" />}
      </Button>
    </span>
  );
}

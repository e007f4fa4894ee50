import { AsyncLocalStorage } from "node:async_hooks";
import type { PGlite, Transaction as PgliteTransaction } from "@electric-sql/pglite";
import type postgres from "postgres";
import { ACTOR_STATEMENT, actorKey, actorParameters, currentActor } from "./tenant-context.ts";

/**
 * The drivers under Drizzle, wrapped so that every statement runs with the actor of the code that
 * sent it (tenant-context.ts): the role and organization are set transaction-locally before it.
 * Drizzle's query builder, raw `sql`, Better Auth's adapter and every call site above stay as they
 * are; the database refuses what they may not reach (docs/decisions/054-row-level-security.md).
 *
 * - A statement outside a transaction becomes its own transaction: BEGIN, the actor, the statement,
 *   COMMIT (PostgreSQL pipelines the actor with the statement).
 * - A transaction sets the actor before its first statement, and again only when a statement inside
 *   it runs for another actor (a `crossTenant` lookup inside an organization's write).
 */

/** `SET TRANSACTION …` must come before any query of its transaction: it passes untouched. */
const SET_TRANSACTION = /^\s*set\s+transaction\b/i;
/** A rolled-back savepoint takes its `set_config` with it: the actor must be set again. */
const ROLLBACK_TO = /^\s*rollback\s+to\b/i;

type TxState = { applied: string | null };

// ---------------------------------------------------------------------------------------------
// postgres.js

type PendingLike = PromiseLike<unknown> & { values(): PromiseLike<unknown> };

/** What Drizzle does with `sql.unsafe(…)`: awaits it, or its `.values()`. Run once, on first use. */
function deferred(run: (values: boolean) => Promise<unknown>): PendingLike {
  let started: Promise<unknown> | undefined;
  const start = () => (started ??= run(false));
  return {
    values: () => run(true),
    then: (onFulfilled, onRejected) => start().then(onFulfilled, onRejected),
    catch: (onRejected: (reason: unknown) => unknown) => start().catch(onRejected),
    finally: (onFinally: () => void) => start().finally(onFinally),
  } as PendingLike;
}

type UnsafeArgs = [query: string, parameters?: unknown[], options?: unknown];

function postgresTransaction(tx: postgres.TransactionSql, state: TxState): postgres.TransactionSql {
  const unsafe = (...[query, parameters, options]: UnsafeArgs) => {
    const inner = () => tx.unsafe(query, parameters as never, options as never);
    if (ROLLBACK_TO.test(query)) {
      // Nothing may run before it in a failed transaction; the actor is set again after it.
      state.applied = null;
      return inner();
    }
    const actor = currentActor();
    const key = actorKey(actor);
    if (state.applied === key || SET_TRANSACTION.test(query)) return inner();
    return deferred(async (values) => {
      await tx.unsafe(ACTOR_STATEMENT, actorParameters(actor));
      state.applied = key;
      const pending = inner();
      return values ? pending.values() : pending;
    });
  };
  const savepoint = (...args: unknown[]) => {
    const callback = args.pop() as (sp: postgres.TransactionSql) => unknown;
    return (tx.savepoint as (...a: unknown[]) => Promise<unknown>)(...args, (sp: postgres.TransactionSql) =>
      callback(postgresTransaction(sp, state)),
    ).catch((error: unknown) => {
      state.applied = null;
      throw error;
    });
  };
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      if (property === "savepoint") return savepoint;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

export function rowSecurityPostgres(client: postgres.Sql): postgres.Sql {
  const unsafe = (...[query, parameters, options]: UnsafeArgs) => {
    const actor = currentActor();
    return deferred((values) =>
      client
        .begin((tx) => {
          const statement = tx.unsafe(query, parameters as never, options as never);
          // Sent together: the actor and the statement cost one round trip, plus BEGIN and COMMIT.
          return [tx.unsafe(ACTOR_STATEMENT, actorParameters(actor)), values ? statement.values() : statement];
        })
        .then((results) => (results as unknown[])[1]),
    );
  };
  const begin = (...args: unknown[]) => {
    const callback = args.pop() as (tx: postgres.TransactionSql) => unknown;
    return (client.begin as (...a: unknown[]) => Promise<unknown>)(...args, (tx: postgres.TransactionSql) =>
      callback(postgresTransaction(tx, { applied: null })),
    );
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") return unsafe;
      if (property === "begin") return begin;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

// ---------------------------------------------------------------------------------------------
// PGlite (one connection: its transaction lock keeps other statements out until COMMIT)

type QueryArgs = Parameters<PGlite["query"]>;

function pgliteTransaction(tx: PgliteTransaction, state: TxState): PgliteTransaction {
  const ensure = async (statement: string) => {
    if (ROLLBACK_TO.test(statement)) {
      // Nothing may run before it in a failed transaction; the actor is set again after it.
      state.applied = null;
      return;
    }
    const actor = currentActor();
    const key = actorKey(actor);
    if (state.applied === key || SET_TRANSACTION.test(statement)) return;
    await tx.query(ACTOR_STATEMENT, actorParameters(actor));
    state.applied = key;
  };
  return {
    ...tx,
    query: (async (...args: QueryArgs) => {
      await ensure(args[0]);
      return tx.query(...args);
    }) as PgliteTransaction["query"],
    exec: async (query, options) => {
      await ensure(query);
      return tx.exec(query, options);
    },
    rollback: () => tx.rollback(),
    get closed() {
      return tx.closed;
    },
  };
}

/**
 * The transaction open in the running code. PGlite has one connection: a statement sent on the
 * database handle while the same code holds a transaction ran inside that transaction before, and
 * must not now wait for its end (it would wait forever).
 */
const openTransaction = new AsyncLocalStorage<PgliteTransaction>();

export function rowSecurityPglite(client: PGlite): PGlite {
  const transaction = <T>(callback: (tx: PgliteTransaction) => Promise<T>) =>
    client.transaction((tx) => {
      const wrapped = pgliteTransaction(tx, { applied: null });
      return openTransaction.run(wrapped, () => callback(wrapped));
    });
  const inside = () => {
    const open = openTransaction.getStore();
    return open && !open.closed ? open : undefined;
  };
  const query = (...args: QueryArgs) => {
    const open = inside();
    if (open) return open.query(...args);
    const actor = currentActor();
    return client.transaction(async (tx) => {
      await tx.query(ACTOR_STATEMENT, actorParameters(actor));
      return tx.query(...args);
    });
  };
  const exec = (statement: string, options?: Parameters<PGlite["exec"]>[1]) => {
    const open = inside();
    if (open) return open.exec(statement, options);
    const actor = currentActor();
    return client.transaction(async (tx) => {
      await tx.query(ACTOR_STATEMENT, actorParameters(actor));
      return tx.exec(statement, options);
    });
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "exec") return exec;
      if (property === "transaction") return transaction;
      // PGlite's methods read private fields: they run on the real instance.
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

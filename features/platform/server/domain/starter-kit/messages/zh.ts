import type { KitMessages } from "./kit-messages.ts";

export const zh: KitMessages = {
  menu: {
    services: "服务",
    about: "关于我们",
    blog: "博客",
    help: "帮助",
    contact: "联系我们",
    book: "预约通话",
    privacy: "隐私政策",
    cookies: "Cookie 政策",
  },
  groups: {
    professional: {
      headline: "专业建议，",
      headline2: "讲得清清楚楚。",
      lead: "{name} 帮助您做出有把握的决定，提供您能理解、能落实的建议。",
      services: [
        { title: "首次咨询", text: "我们认真倾听，提出关键问题，并坦诚告诉您我们能帮上什么忙。" },
        { title: "量身建议", text: "针对您的情况给出明确建议，并把下一步写下来。" },
        { title: "持续支持", text: "在您落实计划的过程中，我们一直在您身边。" },
      ],
    },
    care: {
      headline: "以您为先的",
      headline2: "贴心照护。",
      lead: "{name} 花时间了解您的需要，从第一次来访起就用心照顾您。",
      services: [
        { title: "咨询", text: "不赶时间的首次预约，充分了解您的需求。" },
        { title: "护理项目", text: "围绕您来安排，开始前先向您说明。" },
        { title: "后续跟进", text: "之后我们会回访，并调整需要调整的地方。" },
      ],
    },
    digital: {
      headline: "技术，",
      headline2: "就该简单好用。",
      lead: "{name} 构建并运维可靠的数字工具，让您专注于自己的业务。",
      services: [
        { title: "规划", text: "把您的目标变成清晰的计划、预算和时间表。" },
        { title: "开发", text: "小步快跑、精心打磨，每周都有看得见的进展。" },
        { title: "支持", text: "监控、更新，需要帮助时有真人回应。" },
      ],
    },
    local: {
      headline: "好服务，",
      headline2: "就在您身边。",
      lead: "{name} 提供亲切可靠的服务，价格透明，没有意外。",
      services: [
        { title: "咨询建议", text: "告诉我们您的需要，我们为您推荐最合适的做法。" },
        { title: "品质工作", text: "认真细致、按时完成，达到承诺的标准。" },
        { title: "售后服务", text: "工作完成后我们仍在，有任何问题随时找我们。" },
      ],
    },
  },
  home: {
    cta: "联系我们",
    offerTitle: "我们提供什么",
    offerLead: "{name} 可以从三个方面帮助您。",
    stepsTitle: "合作流程",
    steps: [
      { title: "告诉我们您的需要", text: "给我们写信，或在您方便的时间预约一次简短通话。" },
      { title: "获得清晰的方案", text: "一份简单的计划：我们做什么、费用多少。" },
      { title: "我们开始工作", text: "每一步都及时告知您，直到工作完成。" },
    ],
    blogTitle: "博客文章",
  },
  services: {
    title: "服务",
    description: "{name} 提供的服务，以及我们与您合作的方式。",
    heading: "我们的服务",
    text: "<p>每位客户都不一样。以下是 {name} 能为您做的事；清单上没有的，也欢迎询问。</p>",
    sectionTitle: "我们能为您做什么",
    cta: "提个问题",
  },
  about: {
    title: "关于我们",
    description: "{name} 是谁，我们看重什么。",
    heading: "关于 {name}",
    text: "<p>{name} 的初衷，是提供我们自己也想要的服务：诚实、细致、容易联系。</p>",
    valuesTitle: "我们的价值观",
    values: [
      { title: "诚实", text: "能做什么、不能做什么、要花多少钱，我们都说清楚。" },
      { title: "用心", text: "把每一个请求都当作自己的事来对待。" },
      { title: "可靠", text: "说到做到，按时兑现。" },
    ],
  },
  contact: {
    title: "联系我们",
    description: "给 {name} 写信或预约通话：每条消息我们都会在一个工作日内回复。",
    heading: "聊一聊吧。",
    text: '<p>请写信至 <a href="mailto:{email}">{email}</a>，或在您方便的时间预约通话。我们会在一个工作日内回复。</p>',
    waysTitle: "联系方式",
    ways: [
      { title: "电子邮件", text: "随时给我们留言，我们在工作日回复。" },
      { title: "预约通话", text: "在我们的日历中选择周一至周五的空闲时段。" },
      { title: "帮助中心", text: "常见问题的解答，全天候可查。" },
    ],
  },
  post: {
    title: "欢迎来到我们的新网站",
    description: "{name} 在网上有了新家。来看看这里有什么。",
    content:
      "<p>欢迎来到 {name} 的新网站。我们建立它，是为了让您更容易找到所需内容，也更方便联系我们。</p><h2>您可以在这里找到</h2><ul><li>我们的服务和工作方式。</li><li>解答常见问题的帮助中心。</li><li>可以预约通话的日历。</li></ul><p>我们会在这个博客分享动态和实用建议。感谢您的来访！</p>",
  },
  privacy: {
    title: "隐私政策",
    content:
      '<p>本政策说明您使用本网站时，{name} 如何处理您的个人数据。</p><h2>我们收集什么</h2><p>当您给我们写信、预约会面或创建账户时，我们收集您提供的数据：通常是您的姓名、电子邮件地址和留言内容。</p><h2>我们为何使用</h2><p>我们仅将您的数据用于回复您、提供您所要求的服务以及保障本网站安全。我们不会出售您的数据。</p><h2>保存多久</h2><p>我们只在上述目的所需或法律要求的期限内保存您的数据。</p><h2>您的权利</h2><p>您可以随时要求查看、更正或删除您的数据。请写信至 <a href="mailto:{email}">{email}</a>。</p>',
  },
  cookiePolicy: {
    title: "Cookie 政策",
    content:
      "<p>本网站使用 Cookie 及类似技术。本政策说明使用了哪些以及原因。</p><h2>必要 Cookie</h2><p>用于保持登录、保护表单并记住您的选择。没有它们网站无法正常运行。</p><h2>统计与营销</h2><p>仅在您同意后使用。您可以随时在 Cookie 设置中更改选择。</p><h2>疑问</h2><p>如对 Cookie 有任何疑问，请通过联系页面联系 {name}。</p>",
  },
  help: {
    setTitle: "入门指南",
    faqs: [
      { title: "如何联系你们？", text: "请写信至 {email} 或使用联系页面。我们会在一个工作日内回复。" },
      { title: "如何预约通话？", text: "打开预约页面，选择周一至周五的空闲时段。" },
      { title: "可以更改或取消预约吗？", text: "可以。使用确认邮件中的链接即可改期或取消。" },
      { title: "你们如何处理我的数据？", text: "仅用于回复您和提供服务。详情请见我们的隐私政策。" },
    ],
    articles: [
      {
        title: "如何联系我们",
        description: "联系 {name} 最快的方式。",
        content:
          "<p>您可以发送电子邮件至 {email}，或通过联系页面联系 {name}。每条消息我们都会在一个工作日内回复。</p><p>如需详谈，请在我们的日历中预约通话。</p>",
      },
      {
        title: "预约通话",
        description: "选时间、确认，就完成了。",
        content:
          "<p>打开预约页面，选择周一至周五的空闲时段，并填写您的姓名和电子邮件地址。</p><p>您会收到一封确认邮件，其中附有改期或取消通话的链接。</p>",
      },
      {
        title: "您的数据与隐私",
        description: "我们保存您的哪些信息，以及如何要求删除。",
        content:
          "<p>我们只保存回复您和提供服务所需的信息。您可以随时要求查看、更正或删除您的数据。</p><p>完整说明请见隐私政策。</p>",
      },
    ],
  },
  meeting: {
    name: "初次沟通",
    description: "三十分钟，告诉我们您的需要，了解我们能如何帮助您。",
  },
  cookieList: {
    essential: { title: "必要", text: "网站运行所必需：登录、安全和您的选择。始终开启。" },
    session: { title: "会话与安全", text: "保持您的登录状态并保护表单。" },
    preferences: { title: "偏好设置", text: "记住您的语言和 Cookie 选择。" },
    analytics: { title: "统计", text: "帮助我们了解哪些页面有用。" },
    siteAnalytics: { title: "网站统计", text: "统计访问量，但不识别您的身份。" },
    marketing: { title: "营销", text: "衡量我们的推广效果，并向您展示相关优惠。" },
    campaigns: { title: "推广追踪", text: "告诉我们是哪封简报或哪条广告把您带到这里。" },
  },
};

// Demo analytics snippet of Brightpath's "Site analytics" cookie service. The site loads it only
// after the visitor consented to that service; it marks the page so that anyone can see it ran.
document.documentElement.dataset.demoAnalytics = "loaded";

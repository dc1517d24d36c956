/** The defaults: wealthkit must work in an app-router build without transpilePackages or aliases. */
export default {};

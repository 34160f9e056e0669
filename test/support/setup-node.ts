// Node-side unit tests need nothing global; tests that talk to the demo API call withDemoServer().
export {};

// Gemini: URL rules, requests and responses, TLS over OpenSSL, the event
// loop, the server and the client. The only module that imports COpenSSL.

// Types of vite-plugin-pwa's virtual modules (`virtual:pwa-register`), ADR 0030.
/// <reference types="vite-plugin-pwa/client" />

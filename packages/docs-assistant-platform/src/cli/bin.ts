#!/usr/bin/env node
/** The `docs-assistant-platform` command. */
import './main.js';

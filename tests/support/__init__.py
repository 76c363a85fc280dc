"""What the tests share: test adapters, the kit run in a forked child, the blind corpus and its
frontmatter, the headless browser, and the probes that pytest loads as plugins."""

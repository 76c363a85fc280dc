"""Unit tests of the settings app room (`kotoba_reference.settings_app`), the browser's
panel test among them."""

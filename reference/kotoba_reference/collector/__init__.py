"""The collector room: capability `collector`, the background pass after each reply that asks a
model for durable facts, the user's name and a renaming of the companion. The pass itself
(`passes`), the prompt it sends (`prompt`), what a model answers and which models there are
(`extraction`, with the offline `rule_model`), the narration filter (`ephemeral`), which names
it accepts (`names`), and the adapter's mixin (`surface`). It may import the facts room (where
collected facts go), the conversation room (the database and the profile, where the name goes)
and the shared `paths` leaf, and nothing else of the reference; only the adapter imports it.
"""

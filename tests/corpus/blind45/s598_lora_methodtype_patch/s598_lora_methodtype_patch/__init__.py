"""Multi-LoRA serving: adapters are injected by rebinding ``forward`` on the
target linear layers of an already-built model."""

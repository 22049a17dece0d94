"""Multi-LoRA decoder block whose punica wrapper notifies the adapter cache through hooks."""

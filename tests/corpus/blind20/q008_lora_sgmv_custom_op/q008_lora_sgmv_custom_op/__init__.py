"""Multi-LoRA serving: segmented LoRA shrink/expand behind torch.library custom ops."""

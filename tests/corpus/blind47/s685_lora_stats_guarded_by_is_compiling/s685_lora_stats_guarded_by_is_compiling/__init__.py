"""Merged-QKV LoRA layer with adapter usage statistics (SGLang-style lora backend)."""

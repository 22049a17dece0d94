from .serve import GroupedLoRALinear, lora_forward

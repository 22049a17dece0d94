from .lora_linear import MultiLoRALinear, make_compiled

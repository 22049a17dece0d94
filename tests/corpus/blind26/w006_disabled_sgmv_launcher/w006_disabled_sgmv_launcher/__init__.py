from .model import LoRAAttentionOut, build

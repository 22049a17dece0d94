from .moe import TokenChoiceMoE, compiled_moe

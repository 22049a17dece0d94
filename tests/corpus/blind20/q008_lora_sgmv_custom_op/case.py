import torch

ENTRY = "q008_lora_sgmv_custom_op.lora_layers:qkv_with_lora"


def inputs():
    # 3 requests: 2 tokens of adapter 0, 1 token without LoRA, 3 tokens of adapter 1
    return (torch.randn(6, 8), torch.tensor([2, 1, 3]), torch.tensor([0, -1, 1]))

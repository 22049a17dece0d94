import torch

ENTRY = "m021_attn_registry_sdpa.modeling_tiny_llama:compiled_model"


def inputs():
    input_ids = torch.randint(0, 128, (2, 6))
    attention_mask = torch.ones(2, 6, dtype=torch.long)
    attention_mask[1, :2] = 0
    return (input_ids, attention_mask)

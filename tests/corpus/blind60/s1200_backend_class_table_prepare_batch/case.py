import torch

ENTRY = "s1200_backend_class_table_prepare_batch.lora_model:qkv_lora"


def inputs():
    return (torch.randn(4, 8), torch.tensor([1, 2, 1]), torch.tensor([2, 0, 3]))

import torch

ENTRY = "f018_lora_batch_key_json_dumps.punica:compiled_lora_mm"


def inputs():
    return (torch.randn(4, 8), torch.tensor([0, 1, 1, 0]))

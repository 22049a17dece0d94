import torch

from s1193_lora_registry_slot_lock.backends import ForwardBatch
from s1193_lora_registry_slot_lock.executor import make_executor

ENTRY = "s1193_lora_registry_slot_lock.executor:LoRAExecutor.execute"


def inputs():
    batch = ForwardBatch(
        input_embeds=torch.randn(4, 8),
        seq_lens=torch.tensor([1, 2, 1]),
        lora_ids=["lora-0001", None, "lora-0002"],
    )
    return (make_executor(), batch)

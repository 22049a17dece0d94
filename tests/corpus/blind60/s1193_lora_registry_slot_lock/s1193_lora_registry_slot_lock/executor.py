import torch
from torch import nn

from .backends import ForwardBatch, get_backend_from_name
from .lora_registry import LoRARef, LoRARegistry


class LoRAExecutor:
    def __init__(self, hidden: int = 8, rank: int = 4, max_loras_per_batch: int = 4,
                 lora_backend: str = "torch_native"):
        self.registry = LoRARegistry(max_loras_per_batch)
        self.backend = get_backend_from_name(lora_backend)(self.registry)
        self.base = nn.Linear(hidden, hidden, bias=False)
        self.lora_a = torch.randn(max_loras_per_batch, rank, hidden) * 0.02
        self.lora_b = torch.randn(max_loras_per_batch, hidden, rank) * 0.02
        self.lora_a[0].zero_()
        self.lora_b[0].zero_()

    def load_lora_adapter(self, ref: LoRARef) -> None:
        self.registry.register(ref)

    @torch.compile(fullgraph=True)
    def execute(self, forward_batch: ForwardBatch) -> torch.Tensor:
        self.backend.prepare_lora_batch(forward_batch)
        x = forward_batch.input_embeds
        lora_a_out = self.backend.run_lora_a_sgemm(x, self.lora_a)
        lora_out = self.backend.run_lora_b_sgemm(lora_a_out, self.lora_b)
        return self.base(x) + lora_out


def make_executor() -> LoRAExecutor:
    executor = LoRAExecutor()
    executor.load_lora_adapter(LoRARef("summarize", "/adapters/summarize", lora_id="lora-0001"))
    executor.load_lora_adapter(LoRARef("translate", "/adapters/translate", lora_id="lora-0002"))
    return executor

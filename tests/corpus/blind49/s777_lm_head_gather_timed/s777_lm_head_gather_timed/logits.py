import torch
from torch import nn

from .parallel_state import get_tp_group, tensor_model_parallel_all_gather
from .profiling import timed


class ParallelLMHead(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int, pad_to: int = 16):
        super().__init__()
        tp_size = get_tp_group().world_size
        padded = (vocab_size + pad_to * tp_size - 1) // (pad_to * tp_size) * (pad_to * tp_size)
        self.org_vocab_size = vocab_size
        self.num_embeddings_per_partition = padded // tp_size
        self.weight = nn.Parameter(torch.randn(self.num_embeddings_per_partition, hidden_size) * 0.02)


class LogitsProcessor(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int, scale: float = 1.0):
        super().__init__()
        self.lm_head = ParallelLMHead(vocab_size, hidden_size)
        self.org_vocab_size = vocab_size
        self.scale = scale

    @timed("lm_head_gather")
    def _gather_logits(self, logits: torch.Tensor) -> torch.Tensor:
        logits = tensor_model_parallel_all_gather(logits)
        return logits[..., : self.org_vocab_size]

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = torch.nn.functional.linear(hidden_states, self.lm_head.weight)
        logits = self._gather_logits(logits)
        if self.scale != 1.0:
            logits = logits * self.scale
        return logits


compiled_logits = torch.compile(LogitsProcessor(vocab_size=50, hidden_size=8), fullgraph=True)

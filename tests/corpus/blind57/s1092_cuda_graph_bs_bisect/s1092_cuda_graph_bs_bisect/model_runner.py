import torch
import torch.nn as nn

from .cuda_graph_runner import CudaGraphRunner


class TinyDecoder(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.proj = nn.Linear(hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        h = hidden_states + torch.nn.functional.gelu(self.proj(self.norm(hidden_states)))
        return self.lm_head(h)


class ModelRunner:
    def __init__(self, hidden_size: int = 8, vocab_size: int = 32, use_cuda_graph: bool = True):
        torch.manual_seed(0)
        self.model = TinyDecoder(hidden_size, vocab_size).eval()
        self.graph_runner = CudaGraphRunner(self) if use_cuda_graph else None

    def forward_decode(self, input_embeds: torch.Tensor) -> torch.Tensor:
        bs = input_embeds.shape[0]
        if self.graph_runner is not None and self.graph_runner.can_run(bs):
            logits = self.graph_runner.replay(input_embeds)
        else:
            logits = self.model(input_embeds)
        return torch.argmax(logits, dim=-1)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)

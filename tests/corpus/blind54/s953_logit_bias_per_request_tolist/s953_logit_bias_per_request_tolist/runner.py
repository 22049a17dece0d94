import torch
from torch import nn

from .logits_processors import LogitsProcessorPipeline
from .sampling_metadata import SamplingMetadata

VOCAB_PADDING = 64


class LMHead(nn.Module):
    def __init__(self, vocab_size: int, hidden_size: int):
        super().__init__()
        padded = (vocab_size + VOCAB_PADDING - 1) // VOCAB_PADDING * VOCAB_PADDING
        self.org_vocab_size = vocab_size
        self.weight = nn.Parameter(torch.randn(padded, hidden_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.linear(hidden_states, self.weight)


class ModelRunner:
    def __init__(self, vocab_size: int = 100, hidden_size: int = 8):
        self.lm_head = LMHead(vocab_size, hidden_size)
        self.logits_pipeline = LogitsProcessorPipeline(self.lm_head.org_vocab_size)

    def compute_logits(self, hidden_states, temperature, bias_token_ids, bias_values, bias_req_indices):
        metadata = SamplingMetadata.from_tensors(temperature, bias_token_ids, bias_values, bias_req_indices)
        logits = self.lm_head(hidden_states)
        return self.logits_pipeline(logits, metadata)


runner = ModelRunner()
compute_logits = torch.compile(runner.compute_logits, fullgraph=True)

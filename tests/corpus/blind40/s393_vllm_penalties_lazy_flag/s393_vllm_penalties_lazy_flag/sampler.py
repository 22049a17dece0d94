import torch
from torch import nn

from .penalties import apply_penalties
from .sampling_metadata import SamplingMetadata


class Sampler(nn.Module):
    def apply_penalties(self, logits: torch.Tensor, sampling_metadata: SamplingMetadata) -> torch.Tensor:
        if not sampling_metadata.no_penalties:
            logits = apply_penalties(
                logits,
                sampling_metadata.prompt_token_ids,
                sampling_metadata.output_token_ids,
                sampling_metadata.presence_penalties,
                sampling_metadata.frequency_penalties,
                sampling_metadata.repetition_penalties,
            )
        return logits

    def forward(self, logits: torch.Tensor, sampling_metadata: SamplingMetadata) -> torch.Tensor:
        logits = logits.to(torch.float32)
        logits = self.apply_penalties(logits, sampling_metadata)
        logits = logits / sampling_metadata.temperature.unsqueeze(dim=1)
        return torch.softmax(logits, dim=-1)


class GPUModelRunner:
    def __init__(self, vocab_size: int = 32):
        self.sampler = Sampler()
        self.sampling_metadata = SamplingMetadata.from_requests(2, vocab_size, prompt_len=5, output_len=3)

    def sample(self, logits: torch.Tensor) -> torch.Tensor:
        probs = self.sampler(logits, self.sampling_metadata)
        return probs.argmax(dim=-1)


runner = GPUModelRunner()
sample_step = torch.compile(runner.sample, fullgraph=True)

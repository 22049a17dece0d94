import torch
from torch import nn

from .output_buffer import OutputTokenBuffer


class DecodeBookkeeper(nn.Module):
    def __init__(self, max_batch_size: int, eos_token_id: int):
        super().__init__()
        self.eos_token_id = eos_token_id
        self.outputs = OutputTokenBuffer(max_batch_size)

    def forward(self, logits: torch.Tensor, finished: torch.Tensor):
        logprobs = torch.log_softmax(logits, dim=-1)
        next_tokens = logprobs.argmax(dim=-1)
        next_logprobs = logprobs.gather(-1, next_tokens[:, None]).squeeze(-1)
        active = ~finished
        self.outputs.append(next_tokens, next_logprobs, active)
        finished = finished | (next_tokens == self.eos_token_id)
        finished = finished | (self.outputs.num_tokens >= self.outputs.max_output_tokens)
        return next_tokens, finished


compiled = torch.compile(DecodeBookkeeper(max_batch_size=4, eos_token_id=2), fullgraph=True)

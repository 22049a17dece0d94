import torch

from .managers.schedule_batch import Req, ScheduleBatch


class ModelRunner:
    def __init__(self, batch: ScheduleBatch, vocab_size: int):
        self.batch = batch
        self.vocab_size = vocab_size

    def forward_decode(self, logits: torch.Tensor):
        logprobs = torch.log_softmax(logits, dim=-1)
        next_tokens = logprobs.argmax(dim=-1)
        next_logprobs = logprobs.gather(-1, next_tokens[:, None]).squeeze(-1)
        for i, req in enumerate(self.batch.reqs):
            req.append_output(next_tokens[i], next_logprobs[i])
        return next_tokens, next_logprobs


runner = ModelRunner(
    ScheduleBatch([Req(f"req-{i}", max_new_tokens=32, eos_token_id=2) for i in range(4)]),
    vocab_size=8,
)
decode = torch.compile(runner.forward_decode, fullgraph=True)

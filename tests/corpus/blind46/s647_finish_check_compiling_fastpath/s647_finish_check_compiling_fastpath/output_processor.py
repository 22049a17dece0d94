import torch

from .finish import FinishChecker


class DecodeOutputProcessor:
    def __init__(self, checker: FinishChecker, pad_token_id: int = 0):
        self.checker = checker
        self.pad_token_id = pad_token_id

    def process_decode(self, logits, output_lens, finished, cum_logprobs):
        logprobs = torch.log_softmax(logits, dim=-1)
        next_tokens = logprobs.argmax(dim=-1)
        next_tokens = torch.where(finished, torch.full_like(next_tokens, self.pad_token_id), next_tokens)
        token_logprobs = logprobs.gather(-1, next_tokens[:, None]).squeeze(-1)
        cum_logprobs = cum_logprobs + token_logprobs.masked_fill(finished, 0.0)
        output_lens = output_lens + (~finished).long()
        finished = self.checker.check(next_tokens, output_lens, finished)
        return next_tokens, output_lens, finished, cum_logprobs


processor = DecodeOutputProcessor(FinishChecker(stop_token_ids=(2,), max_new_tokens=10))
decode = torch.compile(processor.process_decode, fullgraph=True)

from typing import Dict, List, Type

import torch

from .req import Req


class OutputProcessor:
    def __init__(self, reqs: List[Req]):
        self.reqs = reqs

    def process(self, next_token_ids: torch.Tensor, next_token_logprobs: torch.Tensor) -> None:
        raise NotImplementedError


class TokenCountProcessor(OutputProcessor):
    def process(self, next_token_ids, next_token_logprobs):
        for req in self.reqs:
            req.completion_tokens += 1


class LogprobAccountingProcessor(TokenCountProcessor):
    def process(self, next_token_ids, next_token_logprobs):
        super().process(next_token_ids, next_token_logprobs)
        self._append_logprobs(next_token_logprobs)

    def _append_logprobs(self, next_token_logprobs: torch.Tensor) -> None:
        logprob_values = next_token_logprobs.tolist()
        for req, lp in zip(self.reqs, logprob_values):
            if req.return_logprob:
                req.output_token_logprobs.append(lp)


OUTPUT_PROCESSORS: Dict[str, Type[OutputProcessor]] = {
    "count": TokenCountProcessor,
    "logprob": LogprobAccountingProcessor,
}


def get_output_processor(name: str, reqs: List[Req]) -> OutputProcessor:
    return OUTPUT_PROCESSORS[name](reqs)

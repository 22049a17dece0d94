from __future__ import annotations

import torch

from .chain import ProcessorChain, build_chain

VOCAB = 16


class BatchedLogitsPipeline:
    def __init__(self, chains: list[ProcessorChain | None]):
        self.chains = chains

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        rows = []
        for i, chain in enumerate(self.chains):
            row = logits[i]
            if chain is not None:
                row = chain.apply(row)
            rows.append(row)
        return torch.stack(rows)


_PIPELINE = BatchedLogitsPipeline([
    build_chain("req-0", {"logit_bias": {3: 2.0, 4: -1.0}}, VOCAB),
    None,
    build_chain("req-2", {"allowed_tokens": [1, 2, 3, 4]}, VOCAB),
    None,
])


@torch.compile(fullgraph=True)
def run_pipeline(logits: torch.Tensor) -> torch.Tensor:
    processed = _PIPELINE(logits.float())
    return torch.softmax(processed, dim=-1)

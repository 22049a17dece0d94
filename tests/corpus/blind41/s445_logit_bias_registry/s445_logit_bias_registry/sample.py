from __future__ import annotations

import torch

from .logits_process import build_logits_processors

# per-batch request settings, as the scheduler hands them to the worker
_PROCESSOR_SPECS = [
    {"type": "bad_words", "bad_words_ids": [0, 1]},
    {"type": "logit_bias", "logit_bias": [{5: 3.0}, None, {5: -100.0, 9: 2.5}, {}]},
    {"type": "min_p", "min_p": [0.05, 0.0, 0.1, 0.02]},
]
LOGITS_PROCESSORS = build_logits_processors(_PROCESSOR_SPECS)


@torch.compile(fullgraph=True)
def sample_next_tokens(logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
    logits = logits.float()
    for processor in LOGITS_PROCESSORS:
        logits = processor(logits)
    logits = logits / temperatures.clamp_min(1e-5).unsqueeze(1)
    probs = torch.softmax(logits, dim=-1)
    return torch.multinomial(probs, num_samples=1).view(-1)

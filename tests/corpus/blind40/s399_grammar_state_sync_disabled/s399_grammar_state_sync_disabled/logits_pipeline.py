import torch

from .processors import PROCESSOR_REGISTRY

STRUCTURED_OUTPUT_BACKEND = "cfg"
VOCAB_SIZE = 32
MAX_BATCH = 2

structured_processor = PROCESSOR_REGISTRY[STRUCTURED_OUTPUT_BACKEND](VOCAB_SIZE, MAX_BATCH)


def apply_structured_output(input_ids: torch.Tensor, logits: torch.Tensor, temperature: float = 1.0):
    logits = structured_processor(input_ids, logits)
    logprobs = torch.log_softmax(logits / temperature, dim=-1)
    return logprobs.argmax(dim=-1), logprobs


step = torch.compile(apply_structured_output, fullgraph=True)

import torch

from .logits_process import MinNewTokensLengthLogitsProcessor

PROMPT_LENGTH = 4
TOKENIZER_VOCAB_SIZE = 30
PADDED_VOCAB_SIZE = 32

min_tokens = MinNewTokensLengthLogitsProcessor(
    prompt_length_to_skip=PROMPT_LENGTH,
    min_new_tokens=8,
    eos_token_id=[2, 29],
    vocab_size=TOKENIZER_VOCAB_SIZE,
)


def greedy_next_token(input_ids: torch.LongTensor, logits: torch.FloatTensor) -> torch.LongTensor:
    scores = min_tokens(input_ids, logits)
    next_tokens = scores.argmax(dim=-1)
    return torch.cat([input_ids, next_tokens[:, None]], dim=-1)


decode_step = torch.compile(greedy_next_token, fullgraph=True)

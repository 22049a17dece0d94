import torch

from .hooks import run_token_callbacks

PAD_TOKEN_ID = 0


@torch.compile(fullgraph=True, dynamic=False)
def postprocess_decode(logits, finished, output_ids, step_idx):
    probs = torch.softmax(logits, dim=-1)
    next_tokens = torch.argmax(probs, dim=-1)
    next_tokens = next_tokens.masked_fill(finished, PAD_TOKEN_ID)
    output_ids = output_ids.index_copy(1, step_idx, next_tokens[:, None])
    finished = run_token_callbacks(next_tokens, finished)
    return next_tokens, output_ids, finished

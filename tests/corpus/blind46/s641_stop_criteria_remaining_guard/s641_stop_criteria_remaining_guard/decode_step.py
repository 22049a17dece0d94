import torch

from .stopping import EosTokenCriteria, MaxNewTokensCriteria, StoppingCriteriaList

PAD_TOKEN_ID = 0
EOS_TOKEN_IDS = (2, 7)
MAX_NEW_TOKENS = 16

STOPPING = StoppingCriteriaList(
    [
        MaxNewTokensCriteria(MAX_NEW_TOKENS),
        EosTokenCriteria(EOS_TOKEN_IDS),
    ]
)


@torch.compile(fullgraph=True)
def decode_bookkeeping_step(logits, output_lens, finished):
    next_tokens = torch.argmax(logits, dim=-1)
    next_tokens = torch.where(finished, torch.full_like(next_tokens, PAD_TOKEN_ID), next_tokens)
    output_lens = output_lens + (~finished).to(output_lens.dtype)
    is_done = STOPPING(next_tokens, output_lens, finished)
    batch_done = STOPPING.all_finished(is_done)
    return next_tokens, output_lens, is_done, batch_done

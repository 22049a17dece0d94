import torch

from .start_policies import DECODER_START_POLICIES, Seq2SeqTokenConfig

TOKEN_CONFIG = Seq2SeqTokenConfig()
_embed = torch.nn.Embedding(TOKEN_CONFIG.vocab_size, 8)


@torch.compile(fullgraph=True)
def build_decoder_inputs(labels):
    policy = DECODER_START_POLICIES[TOKEN_CONFIG.model_type]
    decoder_input_ids = policy.build(labels, TOKEN_CONFIG)
    decoder_attention_mask = decoder_input_ids.ne(TOKEN_CONFIG.pad_token_id)
    embeds = _embed(decoder_input_ids) * decoder_attention_mask.unsqueeze(-1)
    return decoder_input_ids, embeds

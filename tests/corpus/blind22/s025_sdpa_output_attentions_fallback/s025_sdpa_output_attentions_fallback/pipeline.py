import torch

from .modeling import Encoder, EncoderConfig

# the explainability endpoint returns attention maps next to the embeddings
CONFIG = EncoderConfig(attn_implementation="sdpa", output_attentions=True)
encoder = Encoder(CONFIG).eval()


@torch.compile(fullgraph=True)
def encode_batch(hidden_states, lengths):
    with torch.no_grad():
        embeddings, attentions = encoder(hidden_states, lengths)
    pooled = embeddings.sum(1) / lengths[:, None].to(embeddings.dtype)
    return pooled, attentions

import torch.nn as nn

from ..kv_cache import read_cross_kv, write_cross_kv


class CrossAttentionBase(nn.Module):
    """Common cache plumbing for cross-attention layers of encoder-decoder models."""

    def __init__(self, layer_id: int, pool):
        super().__init__()
        self.layer_id = layer_id
        self.pool = pool

    def project_encoder(self, encoder_hidden_states):
        raise NotImplementedError

    def cross_kv(self, encoder_hidden_states, slot_mapping, is_prefill: bool):
        if is_prefill:
            key, value = self.project_encoder(encoder_hidden_states)
            write_cross_kv(self.pool, self.layer_id, slot_mapping, key, value)
            return key, value
        return read_cross_kv(self.pool, self.layer_id, slot_mapping, encoder_hidden_states.shape[0])

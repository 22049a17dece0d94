import torch
from torch import nn

from .layers import StreamingBlock
from .state import ChunkCacheState


class StreamingSession(nn.Module):
    def __init__(self, d_model: int = 16, num_heads: int = 2, num_layers: int = 2, left_context: int = 8, kernel: int = 3):
        super().__init__()
        self.blocks = nn.ModuleList(StreamingBlock(d_model, num_heads, kernel) for _ in range(num_layers))
        self.state = ChunkCacheState.empty(num_layers, left_context, d_model, kernel)
        self.rollback_state = None

    def encode_chunk(self, chunk: torch.Tensor) -> torch.Tensor:
        self.rollback_state = self.state.snapshot()
        st = self.state
        x = chunk
        for i, block in enumerate(self.blocks):
            x, st.key_cache[i], st.value_cache[i], st.conv_cache[i] = block(
                x, st.key_cache[i], st.value_cache[i], st.conv_cache[i]
            )
        st.processed_frames += chunk.shape[1]
        return x


session = StreamingSession().eval()
encode_chunk = torch.compile(session.encode_chunk, fullgraph=True)

from .block import LinearAttentionBlock, block_forward

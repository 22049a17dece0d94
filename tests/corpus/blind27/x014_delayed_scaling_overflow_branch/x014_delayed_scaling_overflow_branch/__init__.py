from .block import FP8MLPBlock, block_step

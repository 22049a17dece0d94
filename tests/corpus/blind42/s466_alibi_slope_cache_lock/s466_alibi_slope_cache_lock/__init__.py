from .bloom_block import BloomConfig, BloomBlock, compiled_block

__all__ = ["BloomConfig", "BloomBlock", "compiled_block"]

from .beam_search import BeamSearchDecoder, BeamSearchParams

__all__ = ["BeamSearchDecoder", "BeamSearchParams"]

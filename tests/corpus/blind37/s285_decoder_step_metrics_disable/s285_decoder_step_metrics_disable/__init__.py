from .decoder import TransducerRunner, build_runner, decode_step

__all__ = ["TransducerRunner", "build_runner", "decode_step"]

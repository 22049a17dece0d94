from .synth import OverlapAddSynth, synth_chunk

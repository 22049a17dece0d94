"""Static input buffers for a replayable decode step."""

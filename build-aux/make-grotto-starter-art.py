#!/usr/bin/env python3
# build-aux/make-grotto-starter-art.py: draws the simple emblem art of the Drive-In Grotto
# Beasts! starter set (data/cards/drive-in-grotto/thumb/NN.svg) from its list.json.
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import sys
from xml.sax.saxutils import escape

top = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
folder = os.path.join(top, 'data', 'cards', 'drive-in-grotto')

# Colours by Beast type, or by kind for the others.
COLOURS = {
    'Tide': ('#1f6f8b', '#99d6ea'), 'Moss': ('#3d6b2f', '#b5d99c'),
    'Ember': ('#8b2f1f', '#f2a65a'), 'Gale': ('#4a5a8b', '#d0d8f0'),
    'Clockwork': ('#6b5a2f', '#e0c98f'), 'Lantern': ('#3b2f5a', '#f5e38c'),
    'grotto': ('#4d4d4d', '#c8b89a'), 'wish': ('#6a2f6b', '#f0c0f0'),
    'challenger': ('#5a1f2f', '#f0d060'),
}

# One emblem per type: a few plain shapes on a 300x220 canvas.
EMBLEMS = {
    'Tide': '<path d="M40 130 Q75 95 110 130 T180 130 T250 130" fill="none" stroke="{fg}" stroke-width="14" stroke-linecap="round"/>'
            '<path d="M60 165 Q95 130 130 165 T200 165 T260 165" fill="none" stroke="{fg}" stroke-width="10" stroke-linecap="round" opacity="0.7"/>',
    'Moss': '<path d="M150 40 C220 70 220 150 150 180 C80 150 80 70 150 40 Z" fill="{fg}"/>'
            '<path d="M150 55 L150 170" stroke="{bg}" stroke-width="6"/>',
    'Ember': '<path d="M150 30 C190 80 210 110 190 150 C180 175 165 185 150 185 C120 185 100 165 105 135 C110 110 130 100 128 70 C140 85 145 95 150 30 Z" fill="{fg}"/>',
    'Gale': '<path d="M70 90 H190 A25 25 0 1 0 165 65" fill="none" stroke="{fg}" stroke-width="12" stroke-linecap="round"/>'
            '<path d="M60 130 H220 A25 25 0 1 1 195 155" fill="none" stroke="{fg}" stroke-width="12" stroke-linecap="round"/>',
    'Clockwork': '<circle cx="150" cy="110" r="55" fill="none" stroke="{fg}" stroke-width="22" stroke-dasharray="18 12"/>'
                 '<circle cx="150" cy="110" r="22" fill="{fg}"/>',
    'Lantern': '<rect x="115" y="60" width="70" height="100" rx="18" fill="{fg}"/>'
               '<rect x="135" y="40" width="30" height="20" fill="{fg}"/><circle cx="150" cy="110" r="18" fill="{bg}"/>',
    'grotto': '<path d="M30 180 L110 70 L150 120 L190 60 L270 180 Z" fill="{fg}"/>'
              '<path d="M135 180 A20 25 0 0 1 175 180 Z" fill="{bg}"/>',
    'wish': '<path d="M150 35 L168 88 L224 88 L179 120 L196 173 L150 141 L104 173 L121 120 L76 88 L132 88 Z" fill="{fg}"/>',
    'challenger': '<path d="M70 160 L80 70 L120 115 L150 55 L180 115 L220 70 L230 160 Z" fill="{fg}"/>'
                  '<rect x="70" y="162" width="160" height="16" fill="{fg}"/>',
}


def art(card):
    kind = card['type']
    key = card.get('type-label', '').replace(' Beast', '') if kind == 'beast' else kind
    bg, fg = COLOURS.get(key, ('#333333', '#dddddd'))
    emblem = EMBLEMS.get(key, EMBLEMS['wish']).format(fg=fg, bg=bg)
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="220" viewBox="0 0 300 220">\n'
            f'  <title>{escape(card["name"])}</title>\n'
            f'  <rect width="300" height="220" fill="{bg}"/>\n'
            f'  <rect x="8" y="8" width="284" height="204" rx="14" fill="none" stroke="{fg}" stroke-width="3" opacity="0.6"/>\n'
            f'  {emblem}\n'
            f'  <text x="150" y="205" font-family="sans-serif" font-size="15" fill="{fg}" text-anchor="middle">{escape(card["name"])}</text>\n'
            '</svg>\n')


def main():
    with open(os.path.join(folder, 'list.json'), encoding='utf-8') as f:
        cards = json.load(f)
    for card in cards:
        path = os.path.join(folder, 'thumb', card['art'])
        with open(path, 'w', encoding='utf-8') as f:
            f.write(art(card))
    return 0


if __name__ == '__main__':
    sys.exit(main())
